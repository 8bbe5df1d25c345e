/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappbanner2Inputs */

const sk_layoutappbanner2 = /** @type {(inputs: Layoutappbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stiahnuť aplikáciu`)
};

/**

* @param {Layoutappbanner2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutappbanner2 = sk_layoutappbanner2;
export { layoutappbanner2 as "layoutAppBanner" }