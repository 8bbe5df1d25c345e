/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Customertilebalancetext3Inputs */

const cs_customertilebalancetext3 = /** @type {(inputs: Customertilebalancetext3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aktuální zůstatek: ${i?.balance}`)
};

/**

* @param {Customertilebalancetext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertilebalancetext3 = cs_customertilebalancetext3;
export { customertilebalancetext3 as "customerTileBalanceText" }