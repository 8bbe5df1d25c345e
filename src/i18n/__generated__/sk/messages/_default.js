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
const _default = /** @type {((inputs?: _DefaultInputs, options?: { locale?: "sk" }) => LocalizedString) & import('../runtime.js').MessageMetadata<_DefaultInputs, { locale?: "sk" }, {}>} */ ((inputs = {}, options = {}) => {
	return sk__default(inputs)
});
export { _default as "DEFAULT" }