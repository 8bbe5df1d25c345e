/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpayableto2Inputs */

const cs_customerpayableto2 = /** @type {(inputs: Customerpayableto2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Účet / Příjemce`)
};

/**

* @param {Customerpayableto2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerpayableto2 = cs_customerpayableto2;
export { customerpayableto2 as "customerPayableTo" }