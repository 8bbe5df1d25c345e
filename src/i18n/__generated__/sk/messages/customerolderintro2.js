/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderintro2Inputs */

const sk_customerolderintro2 = /** @type {(inputs: Customerolderintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faktúry staršie ako 12 mesiacov Vám pošleme poštou.`)
};

/**

* @param {Customerolderintro2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerolderintro2 = sk_customerolderintro2;
export { customerolderintro2 as "customerOlderIntro" }