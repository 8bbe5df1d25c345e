/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentpromotionlabel2Inputs */

const sk_contentpromotionlabel2 = /** @type {(inputs: Contentpromotionlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akcia`)
};

/**

* @param {Contentpromotionlabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentpromotionlabel2 = sk_contentpromotionlabel2;
export { contentpromotionlabel2 as "contentPromotionLabel" }