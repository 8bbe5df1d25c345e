/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsearching1Inputs */

const cs_orderformsearching1 = /** @type {(inputs: Orderformsearching1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hledáme zboží …`)
};

/**

* @param {Orderformsearching1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformsearching1 = cs_orderformsearching1;
export { orderformsearching1 as "orderformSearching" }