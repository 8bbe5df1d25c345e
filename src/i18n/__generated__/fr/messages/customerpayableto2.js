/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpayableto2Inputs */

const fr_customerpayableto2 = /** @type {(inputs: Customerpayableto2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte / Payable à`)
};

/**

* @param {Customerpayableto2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerpayableto2 = fr_customerpayableto2;
export { customerpayableto2 as "customerPayableTo" }