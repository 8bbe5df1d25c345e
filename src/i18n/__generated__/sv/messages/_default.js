/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} _DefaultInputs */

const sv__default = /** @type {(inputs: _DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ett oväntat fel har uppstått. Försök igen senare. Om problemet kvarstår är du välkommen att kontakta vår kundtjänst.`)
};

/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const _default = sv__default;
export { _default as "DEFAULT" }