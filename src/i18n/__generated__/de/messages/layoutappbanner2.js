/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappbanner2Inputs */

const de_layoutappbanner2 = /** @type {(inputs: Layoutappbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App herunterladen`)
};

/**

* @param {Layoutappbanner2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutappbanner2 = de_layoutappbanner2;
export { layoutappbanner2 as "layoutAppBanner" }