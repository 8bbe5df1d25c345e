/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketapply1Inputs */

const nl_basketapply1 = /** @type {(inputs: Basketapply1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opslaan`)
};

/**

* @param {Basketapply1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketapply1 = nl_basketapply1;
export { basketapply1 as "basketApply" }