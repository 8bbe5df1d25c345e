/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketapply1Inputs */

const de_basketapply1 = /** @type {(inputs: Basketapply1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übernehmen`)
};

/**

* @param {Basketapply1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketapply1 = de_basketapply1;
export { basketapply1 as "basketApply" }