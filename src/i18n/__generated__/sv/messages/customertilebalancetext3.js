/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Customertilebalancetext3Inputs */

const sv_customertilebalancetext3 = /** @type {(inputs: Customertilebalancetext3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aktuellt saldo: ${i?.balance}`)
};

/**

* @param {Customertilebalancetext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertilebalancetext3 = sv_customertilebalancetext3;
export { customertilebalancetext3 as "customerTileBalanceText" }