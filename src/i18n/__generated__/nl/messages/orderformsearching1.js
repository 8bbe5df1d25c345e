/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsearching1Inputs */

const nl_orderformsearching1 = /** @type {(inputs: Orderformsearching1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel wordt gezocht …`)
};

/**

* @param {Orderformsearching1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformsearching1 = nl_orderformsearching1;
export { orderformsearching1 as "orderformSearching" }