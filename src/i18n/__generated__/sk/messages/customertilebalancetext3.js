/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Customertilebalancetext3Inputs */

const sk_customertilebalancetext3 = /** @type {(inputs: Customertilebalancetext3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aktuálny zostatok: ${i?.balance}`)
};

/**

* @param {Customertilebalancetext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertilebalancetext3 = sk_customertilebalancetext3;
export { customertilebalancetext3 as "customerTileBalanceText" }