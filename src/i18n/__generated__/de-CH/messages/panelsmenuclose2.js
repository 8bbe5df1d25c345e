/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuclose2Inputs */

const de_ch2_panelsmenuclose2 = /** @type {(inputs: Panelsmenuclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menü schliessen`)
};

/**

* @param {Panelsmenuclose2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelsmenuclose2 = de_ch2_panelsmenuclose2;
export { panelsmenuclose2 as "panelsMenuClose" }