/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketmen1Inputs */

const sv_basketmen1 = /** @type {(inputs: Basketmen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herrmode`)
};

/**

* @param {Basketmen1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketmen1 = sv_basketmen1;
export { basketmen1 as "basketMen" }