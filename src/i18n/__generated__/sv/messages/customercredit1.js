/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customercredit1Inputs */

const sv_customercredit1 = /** @type {(inputs: Customercredit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(tillgodo)`)
};

/**

* @param {Customercredit1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customercredit1 = sv_customercredit1;
export { customercredit1 as "customerCredit" }