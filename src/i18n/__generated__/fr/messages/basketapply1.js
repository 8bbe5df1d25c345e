/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketapply1Inputs */

const fr_basketapply1 = /** @type {(inputs: Basketapply1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valider`)
};

/**

* @param {Basketapply1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketapply1 = fr_basketapply1;
export { basketapply1 as "basketApply" }