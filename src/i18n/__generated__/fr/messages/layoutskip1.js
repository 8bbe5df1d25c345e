/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ target: "categories" | "categoryRecommendations" | "inspirationText" | "main" | "productRecommendations" }} Layoutskip1Inputs */

const fr_layoutskip1 = /** @type {(inputs: Layoutskip1Inputs) => LocalizedString} */ (i) => {
	if (i?.target === "main") return /** @type {LocalizedString} */ (`Aller au contenu principal`);
	if (i?.target === "categories") return /** @type {LocalizedString} */ (`Passer les catégories de produits`);
	if (i?.target === "productRecommendations") return /** @type {LocalizedString} */ (`Passer les recommandations de produits`);
	if (i?.target === "categoryRecommendations") return /** @type {LocalizedString} */ (`Passer les recommandations de catégories`);
	if (i?.target === "inspirationText") return /** @type {LocalizedString} */ (`Passer le texte d'inspiration`);
	return /** @type {LocalizedString} */ ("layoutSkip");
};

/**

* @param {Layoutskip1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutskip1 = fr_layoutskip1;
export { layoutskip1 as "layoutSkip" }