/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentpromotionslabel2Inputs */

const sv_contentpromotionslabel2 = /** @type {(inputs: Contentpromotionslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erbjudanden`)
};

/**

* @param {Contentpromotionslabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentpromotionslabel2 = sv_contentpromotionslabel2;
export { contentpromotionslabel2 as "contentPromotionsLabel" }