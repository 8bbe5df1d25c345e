/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Customertilebalancetext3Inputs */

const fr_customertilebalancetext3 = /** @type {(inputs: Customertilebalancetext3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solde actuel : ${i?.balance}`)
};

/**

* @param {Customertilebalancetext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertilebalancetext3 = fr_customertilebalancetext3;
export { customertilebalancetext3 as "customerTileBalanceText" }