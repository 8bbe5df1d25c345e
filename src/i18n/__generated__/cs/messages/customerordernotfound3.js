/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernotfound3Inputs */

const cs_customerordernotfound3 = /** @type {(inputs: Customerordernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuto objednávku jsme ve Vašem účtu nenašli.`)
};

/**

* @param {Customerordernotfound3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerordernotfound3 = cs_customerordernotfound3;
export { customerordernotfound3 as "customerOrderNotFound" }