/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpayableto2Inputs */

const sk_customerpayableto2 = /** @type {(inputs: Customerpayableto2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Účet / Príjemca`)
};

/**

* @param {Customerpayableto2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerpayableto2 = sk_customerpayableto2;
export { customerpayableto2 as "customerPayableTo" }