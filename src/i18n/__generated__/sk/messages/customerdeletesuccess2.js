/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletesuccess2Inputs */

const sk_customerdeletesuccess2 = /** @type {(inputs: Customerdeletesuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša žiadosť o zrušenie zákazníckeho účtu bola odoslaná.`)
};

/**

* @param {Customerdeletesuccess2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerdeletesuccess2 = sk_customerdeletesuccess2;
export { customerdeletesuccess2 as "customerDeleteSuccess" }