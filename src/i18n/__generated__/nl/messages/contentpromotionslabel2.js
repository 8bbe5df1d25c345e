/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentpromotionslabel2Inputs */

const nl_contentpromotionslabel2 = /** @type {(inputs: Contentpromotionslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acties`)
};

/**

* @param {Contentpromotionslabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentpromotionslabel2 = nl_contentpromotionslabel2;
export { contentpromotionslabel2 as "contentPromotionsLabel" }