/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} _DefaultInputs */

const cs__default = /** @type {(inputs: _DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Došlo k neočekávané chybě. Zkuste to prosím později. Pokud problém přetrvává, obraťte se na náš zákaznický servis.`)
};

/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const _default = cs__default;
export { _default as "DEFAULT" }