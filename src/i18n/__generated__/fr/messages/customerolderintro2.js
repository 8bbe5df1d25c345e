/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderintro2Inputs */

const fr_customerolderintro2 = /** @type {(inputs: Customerolderintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous envoyons par courrier les factures de plus de 12 mois.`)
};

/**

* @param {Customerolderintro2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerolderintro2 = fr_customerolderintro2;
export { customerolderintro2 as "customerOlderIntro" }