/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketitemslabel2Inputs */

const cs_basketitemslabel2 = /** @type {(inputs: Basketitemslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží v košíku`)
};

/**

* @param {Basketitemslabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketitemslabel2 = cs_basketitemslabel2;
export { basketitemslabel2 as "basketItemsLabel" }