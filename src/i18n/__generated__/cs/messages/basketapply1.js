/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketapply1Inputs */

const cs_basketapply1 = /** @type {(inputs: Basketapply1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložit`)
};

/**

* @param {Basketapply1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketapply1 = cs_basketapply1;
export { basketapply1 as "basketApply" }