/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ target: "categories" | "categoryRecommendations" | "inspirationText" | "main" | "productRecommendations" }} Layoutskip1Inputs */

const cs_layoutskip1 = /** @type {(inputs: Layoutskip1Inputs) => LocalizedString} */ (i) => {
	if (i?.target === "main") return /** @type {LocalizedString} */ (`Přejít na hlavní obsah`);
	if (i?.target === "categories") return /** @type {LocalizedString} */ (`Přeskočit kategorie produktů`);
	if (i?.target === "productRecommendations") return /** @type {LocalizedString} */ (`Přeskočit doporučené produkty`);
	if (i?.target === "categoryRecommendations") return /** @type {LocalizedString} */ (`Přeskočit doporučené kategorie`);
	if (i?.target === "inspirationText") return /** @type {LocalizedString} */ (`Přeskočit inspirativní text`);
	return /** @type {LocalizedString} */ ("layoutSkip");
};

/**

* @param {Layoutskip1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutskip1 = cs_layoutskip1;
export { layoutskip1 as "layoutSkip" }