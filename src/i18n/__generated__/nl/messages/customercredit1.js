/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customercredit1Inputs */

const nl_customercredit1 = /** @type {(inputs: Customercredit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(tegoed)`)
};

/**

* @param {Customercredit1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customercredit1 = nl_customercredit1;
export { customercredit1 as "customerCredit" }