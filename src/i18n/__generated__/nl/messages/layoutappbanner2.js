/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappbanner2Inputs */

const nl_layoutappbanner2 = /** @type {(inputs: Layoutappbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App downloaden`)
};

/**

* @param {Layoutappbanner2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutappbanner2 = nl_layoutappbanner2;
export { layoutappbanner2 as "layoutAppBanner" }