/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layouttohome2Inputs */

const de_layouttohome2 = /** @type {(inputs: Layouttohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

/**

* @param {Layouttohome2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layouttohome2 = de_layouttohome2;
export { layouttohome2 as "layoutToHome" }