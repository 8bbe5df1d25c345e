/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customercredit1Inputs */

const de_customercredit1 = /** @type {(inputs: Customercredit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Guthaben)`)
};

/**

* @param {Customercredit1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customercredit1 = de_customercredit1;
export { customercredit1 as "customerCredit" }