/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernotfound3Inputs */

const sk_customerordernotfound3 = /** @type {(inputs: Customerordernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Túto objednávku sme vo Vašom účte nenašli.`)
};

/**

* @param {Customerordernotfound3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerordernotfound3 = sk_customerordernotfound3;
export { customerordernotfound3 as "customerOrderNotFound" }