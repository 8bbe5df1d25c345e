/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappbanner2Inputs */

const sv_layoutappbanner2 = /** @type {(inputs: Layoutappbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ladda ner appen`)
};

/**

* @param {Layoutappbanner2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutappbanner2 = sv_layoutappbanner2;
export { layoutappbanner2 as "layoutAppBanner" }