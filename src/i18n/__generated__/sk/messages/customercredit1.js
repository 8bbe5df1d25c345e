/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customercredit1Inputs */

const sk_customercredit1 = /** @type {(inputs: Customercredit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(preplatok)`)
};

/**

* @param {Customercredit1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customercredit1 = sk_customercredit1;
export { customercredit1 as "customerCredit" }