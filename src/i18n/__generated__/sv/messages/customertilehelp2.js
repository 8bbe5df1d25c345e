/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelp2Inputs */

const sv_customertilehelp2 = /** @type {(inputs: Customertilehelp2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hjälp`)
};

/**

* @param {Customertilehelp2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertilehelp2 = sv_customertilehelp2;
export { customertilehelp2 as "customerTileHelp" }