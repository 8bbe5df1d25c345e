/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuback2Inputs */

const de_panelsmenuback2 = /** @type {(inputs: Panelsmenuback2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück`)
};

/**

* @param {Panelsmenuback2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsmenuback2 = de_panelsmenuback2;
export { panelsmenuback2 as "panelsMenuBack" }