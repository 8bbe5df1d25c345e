/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpayableto2Inputs */

const nl_customerpayableto2 = /** @type {(inputs: Customerpayableto2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rekening / Te betalen aan`)
};

/**

* @param {Customerpayableto2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerpayableto2 = nl_customerpayableto2;
export { customerpayableto2 as "customerPayableTo" }