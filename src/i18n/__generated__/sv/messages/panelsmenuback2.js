/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuback2Inputs */

const sv_panelsmenuback2 = /** @type {(inputs: Panelsmenuback2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tillbaka`)
};

/**

* @param {Panelsmenuback2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsmenuback2 = sv_panelsmenuback2;
export { panelsmenuback2 as "panelsMenuBack" }