/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentpromotionslabel2Inputs */

const cs_contentpromotionslabel2 = /** @type {(inputs: Contentpromotionslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akce`)
};

/**

* @param {Contentpromotionslabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentpromotionslabel2 = cs_contentpromotionslabel2;
export { contentpromotionslabel2 as "contentPromotionsLabel" }