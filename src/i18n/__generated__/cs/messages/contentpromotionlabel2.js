/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentpromotionlabel2Inputs */

const cs_contentpromotionlabel2 = /** @type {(inputs: Contentpromotionlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akce`)
};

/**

* @param {Contentpromotionlabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentpromotionlabel2 = cs_contentpromotionlabel2;
export { contentpromotionlabel2 as "contentPromotionLabel" }