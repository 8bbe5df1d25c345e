/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderintro2Inputs */

const de_ch2_customerolderintro2 = /** @type {(inputs: Customerolderintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungen, die älter als 12 Monate sind, senden wir Ihnen per Post zu.`)
};

/**

* @param {Customerolderintro2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerolderintro2 = de_ch2_customerolderintro2;
export { customerolderintro2 as "customerOlderIntro" }