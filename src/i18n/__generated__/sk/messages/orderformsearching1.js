/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsearching1Inputs */

const sk_orderformsearching1 = /** @type {(inputs: Orderformsearching1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hľadáme tovar …`)
};

/**

* @param {Orderformsearching1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformsearching1 = sk_orderformsearching1;
export { orderformsearching1 as "orderformSearching" }