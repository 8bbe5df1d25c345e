/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuback2Inputs */

const fr_panelsmenuback2 = /** @type {(inputs: Panelsmenuback2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour`)
};

/**

* @param {Panelsmenuback2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsmenuback2 = fr_panelsmenuback2;
export { panelsmenuback2 as "panelsMenuBack" }