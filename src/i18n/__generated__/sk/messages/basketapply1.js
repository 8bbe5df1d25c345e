/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketapply1Inputs */

const sk_basketapply1 = /** @type {(inputs: Basketapply1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložiť`)
};

/**

* @param {Basketapply1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketapply1 = sk_basketapply1;
export { basketapply1 as "basketApply" }