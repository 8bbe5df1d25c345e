/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderintro2Inputs */

const cs_customerolderintro2 = /** @type {(inputs: Customerolderintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktury starší než 12 měsíců Vám zašleme poštou.`)
};

/**

* @param {Customerolderintro2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerolderintro2 = cs_customerolderintro2;
export { customerolderintro2 as "customerOlderIntro" }