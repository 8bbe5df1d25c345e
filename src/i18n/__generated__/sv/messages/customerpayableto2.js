/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpayableto2Inputs */

const sv_customerpayableto2 = /** @type {(inputs: Customerpayableto2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto / Betalas till`)
};

/**

* @param {Customerpayableto2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerpayableto2 = sv_customerpayableto2;
export { customerpayableto2 as "customerPayableTo" }