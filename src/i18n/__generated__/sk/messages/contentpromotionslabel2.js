/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentpromotionslabel2Inputs */

const sk_contentpromotionslabel2 = /** @type {(inputs: Contentpromotionslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akcie`)
};

/**

* @param {Contentpromotionslabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentpromotionslabel2 = sk_contentpromotionslabel2;
export { contentpromotionslabel2 as "contentPromotionsLabel" }