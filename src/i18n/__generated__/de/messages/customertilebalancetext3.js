/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ balance: NonNullable<unknown> }} Customertilebalancetext3Inputs */

const de_customertilebalancetext3 = /** @type {(inputs: Customertilebalancetext3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aktueller Kontostand: ${i?.balance}`)
};

/**

* @param {Customertilebalancetext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customertilebalancetext3 = de_customertilebalancetext3;
export { customertilebalancetext3 as "customerTileBalanceText" }