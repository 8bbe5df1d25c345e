/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketitemslabel2Inputs */

const sv_basketitemslabel2 = /** @type {(inputs: Basketitemslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varor i varukorgen`)
};

/**

* @param {Basketitemslabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketitemslabel2 = sv_basketitemslabel2;
export { basketitemslabel2 as "basketItemsLabel" }