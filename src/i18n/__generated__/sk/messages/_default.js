/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} _DefaultInputs */

const sk__default = /** @type {(inputs: _DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyskytla sa neočakávaná chyba. Skúste to, prosím, neskôr. Ak problém pretrváva, obráťte sa na náš zákaznícky servis.`)
};

/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const _default = sk__default;
export { _default as "DEFAULT" }