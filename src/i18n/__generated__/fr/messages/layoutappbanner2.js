/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutappbanner2Inputs */

const fr_layoutappbanner2 = /** @type {(inputs: Layoutappbanner2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger l'appli`)
};

/**

* @param {Layoutappbanner2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutappbanner2 = fr_layoutappbanner2;
export { layoutappbanner2 as "layoutAppBanner" }