/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customercredit1Inputs */

const fr_customercredit1 = /** @type {(inputs: Customercredit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(avoir)`)
};

/**

* @param {Customercredit1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customercredit1 = fr_customercredit1;
export { customercredit1 as "customerCredit" }